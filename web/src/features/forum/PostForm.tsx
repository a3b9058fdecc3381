import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FORUM_MESSAGES } from '#shared/constants/forum-messages';
import { FileField } from '../../components/FileField';
import { UploadProgress } from '../../components/UploadProgress';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { PostTextFields } from './PostTextFields';
import { EMPTY_TEXT, type PostText } from './postText';
import { useCreatePost } from './useForum';
import { usePostTextCheck } from './usePostTextCheck';

/** The post form: heading, image file with a preview, date-time and body. */
export function PostForm() {
  const notices = useMutationNotices();
  const checkText = usePostTextCheck();
  const [text, setText] = useState<PostText>(EMPTY_TEXT);
  const [image, setImage] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const imageInput = useRef<HTMLInputElement>(null);
  const create = useCreatePost(setProgress);

  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(undefined);
    };
  }, [image]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkText(text);
    if (!checked) return;
    if (image) setProgress(0);
    create.mutate(
      { ...checked, image },
      {
        ...notices(FORUM_MESSAGES.failedToPost, () => {
          setText(EMPTY_TEXT);
          setImage(undefined);
          if (imageInput.current) imageInput.current.value = '';
        }),
        onSettled: () => setProgress(undefined),
      },
    );
  }

  return (
    <form className="form panel" onSubmit={submit} noValidate aria-labelledby="post-form-heading">
      <h2 id="post-form-heading">New post</h2>
      <PostTextFields idPrefix="post-" value={text} onChange={setText} />
      <FileField
        id="post-image"
        label="Image (optional)"
        name="image"
        kind="forumImage"
        inputRef={imageInput}
        onFile={setImage}
      />
      {preview && (
        <img
          className="post-preview"
          src={preview}
          alt={`Preview: ${image?.name ?? ''}`}
          width={320}
          height={180}
        />
      )}
      {progress !== undefined && image && <UploadProgress fileName={image.name} fraction={progress} />}
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? 'Publishing…' : 'Publish post'}
      </button>
    </form>
  );
}
