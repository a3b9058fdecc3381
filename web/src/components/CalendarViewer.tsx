/** The current academic calendar, embedded (600 px high), with a link that downloads it. */
export function CalendarViewer({ filename, url }: { readonly filename: string; readonly url: string }) {
  return (
    <div className="calendar-viewer">
      <iframe src={url} title={`Academic calendar: ${filename}`} height={600} className="calendar-frame" />
      <a href={url} download={filename} className="button button-ghost">
        Download
      </a>
    </div>
  );
}
