import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatRoutes } from '#shared/api/routes/chat';
import type { ChatMessage } from '#shared/schemas/chat';
import { callApi } from '../../api/client';

const POLL_MS = 3000;

/**
 * The room's messages: the latest page first, then every few seconds only what is newer than the
 * last one held; no polling while the tab is hidden. A send appends the answer's `message`.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const last = useRef<string | undefined>(undefined);

  const append = useCallback((incoming: readonly ChatMessage[], fromPoll: boolean) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const known = new Set(current.map((message) => message.id));
      const merged = [...current, ...incoming.filter((message) => !known.has(message.id))];
      return merged.sort((a, b) => a.cursor.localeCompare(b.cursor));
    });
    // Only a poll moves the mark: a message just sent may be newer than others' not yet fetched,
    // which the next poll must still bring (the sent one comes again and is skipped by its id).
    if (fromPoll) last.current = incoming.at(-1)?.cursor ?? last.current;
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const page = await callApi(chatRoutes.listMessages, { query: { after: last.current } });
          if (!stopped) {
            append(page.messages, true);
            setFailed(false);
          }
        } catch (error) {
          console.error('Failed to fetch messages', error);
          if (!stopped) setFailed(true);
        } finally {
          if (!stopped) setLoading(false);
        }
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    const resume = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void poll();
    };
    document.addEventListener('visibilitychange', resume);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', resume);
    };
  }, [append]);

  const send = useMutation({
    mutationFn: (message: string) => callApi(chatRoutes.sendMessage, { body: { message } }),
    onSuccess: ({ message }) => append([message], false),
  });
  return { messages, failed, loading, send };
}
