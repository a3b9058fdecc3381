import { createContext, useContext } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: NoticeTone;
}

export type Notify = (text: string, tone?: NoticeTone) => void;

export const NoticeContext = createContext<Notify>(() => {
  throw new Error('useNotify needs a NoticeProvider');
});

/** Shows a short message above the page; it stays across navigation until it times out or is closed. */
export const useNotify = () => useContext(NoticeContext);
