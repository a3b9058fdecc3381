import type { Role } from './roles';
import { ROSTER_COLUMNS, ROSTER_OPTIONAL_COLUMNS } from './roster';
import { TIMETABLE_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from './timetable';

/**
 * Each kind of file the site takes, and the rules of the one upload mechanism (decision 10): who may
 * upload it, how large it may be, which types its content may be (as sniffed, never as named),
 * where it lives, and who may read it.
 */
export interface FileKind {
  readonly label: string;
  /** Roles that may upload; 'signedIn' is every role. */
  readonly uploaders: readonly Role[] | 'signedIn';
  readonly maxBytes: number;
  /** Types the content must be, as its bytes show (magic bytes; plain text checked as text). */
  readonly types: readonly string[];
  /** `files`: private, downloaded through a short-lived link; `media`: public, through CloudFront. */
  readonly bucket: 'files' | 'media';
  /** Who may download: the uploader only, anyone signed in, or everyone (media). */
  readonly readers: 'owner' | 'signedIn' | 'public';
  /**
   * A CSV kind: the whole file (so at most `maxBytes`, kept small) must be UTF-8 text without
   * binary, and its first row must name exactly these columns, in any order, and maybe some of
   * `csvOptionalColumns`; its type is text/csv.
   */
  readonly csvColumns?: readonly string[];
  readonly csvOptionalColumns?: readonly string[];
  /*
   * A public file served under its own name (`Content-Disposition: inline; filename=…`): a browser
   * that saves it rather than showing it (a phone's, for a PDF in a frame) names it as the page does.
   */
  readonly servedUnderItsName?: true;
}

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const TEXT = 'text/plain';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/* Word, PowerPoint and Excel before 2007 share one container format, which is what the bytes show. */
const LEGACY_OFFICE = 'application/x-cfb';
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export const FILE_KINDS = {
  calendar: {
    label: 'Academic calendar',
    uploaders: ['Admin'],
    maxBytes: 25 * MB,
    types: [PDF],
    bucket: 'media',
    readers: 'public',
    servedUnderItsName: true,
  },
  note: {
    label: 'Study note',
    uploaders: ['Faculty'],
    maxBytes: 50 * MB,
    types: [PDF, TEXT, DOCX, PPTX, XLSX, LEGACY_OFFICE, ...IMAGES],
    bucket: 'files',
    readers: 'signedIn',
  },
  gptAttachment: {
    label: 'Personalized GPT attachment',
    uploaders: 'signedIn',
    maxBytes: 20 * MB,
    types: [PDF, TEXT],
    bucket: 'files',
    readers: 'owner',
  },
  /* Department pictures and faculty portraits the Admin uploads. */
  siteImage: {
    label: 'Site image',
    uploaders: ['Admin'],
    maxBytes: 5 * MB,
    types: IMAGES,
    bucket: 'media',
    readers: 'public',
  },
  /* Photos for alumni posts: PNG, JPEG or WebP only (never SVG, which can carry script). */
  forumImage: {
    label: 'Forum image',
    uploaders: ['Alumni'],
    maxBytes: 10 * MB,
    types: ['image/png', 'image/jpeg', 'image/webp'],
    bucket: 'media',
    readers: 'public',
  },
  /* A class roster for import (about 80 bytes a row: 2 MB is over 20,000 rows); read by its worker only. */
  roster: {
    label: 'Roster',
    uploaders: ['Admin'],
    maxBytes: 2 * MB,
    types: ['text/csv'],
    bucket: 'files',
    readers: 'owner',
    csvColumns: ROSTER_COLUMNS,
    csvOptionalColumns: ROSTER_OPTIONAL_COLUMNS,
  },
  /* A whole timetable for import, a row a weekly slot; why 1 MB is enough is in decision 50. */
  timetable: {
    label: 'Timetable',
    uploaders: ['Admin'],
    maxBytes: 1 * MB,
    types: ['text/csv'],
    bucket: 'files',
    readers: 'owner',
    csvColumns: TIMETABLE_COLUMNS,
    csvOptionalColumns: TIMETABLE_OPTIONAL_COLUMNS,
  },
} as const satisfies Record<string, FileKind>;

export type FileKindId = keyof typeof FILE_KINDS;
export const FILE_KIND_IDS = Object.keys(FILE_KINDS) as FileKindId[];

/** Minutes an upload form stays valid; an upload never confirmed is removed after this. */
export const UPLOAD_LIFETIME_SECONDS = 5 * 60;
/** A download link lives at most this long. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export const FILE_MESSAGES = {
  notAllowed: 'You may not upload this kind of file.',
  typeNotAllowed: 'This type of file is not accepted here.',
  tooLarge: 'The file is larger than allowed.',
  empty: 'The file is empty.',
  notUploaded: 'No file was uploaded. Please try again.',
  contentNotAllowed: 'The file’s content is not an accepted type.',
  noSuchUpload: 'No such upload, or it has expired.',
  noSuchFile: 'No such file.',
  overQuota:
    'Your uploads have reached your storage limit. Delete some of your files, or wait a quarter of an hour for unfinished uploads to expire, and try again.',
} as const;
