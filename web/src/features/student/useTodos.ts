import { useCallback, useEffect, useState } from 'react';

export interface Todo {
  readonly id: string;
  readonly text: string;
  readonly completed: boolean;
}

/*
 * The to-do list is on the page only, never sent to the server (docs/requirements.md#to-do-list); it is
 * kept in this browser per signed-in user, so a reload does not lose it and two people on one
 * computer do not share a list (decision 12).
 */
const keyFor = (userId: string) => `todos:${userId}`;

function load(userId: string): Todo[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Todo[]) : [];
  } catch {
    return [];
  }
}

export function useTodos(userId: string) {
  const [todos, setTodos] = useState<Todo[]>(() => load(userId));
  useEffect(() => {
    localStorage.setItem(keyFor(userId), JSON.stringify(todos));
  }, [userId, todos]);
  const add = useCallback(
    (text: string) =>
      setTodos((current) => [...current, { id: crypto.randomUUID(), text, completed: false }]),
    [],
  );
  const toggle = useCallback(
    (id: string) =>
      setTodos((current) =>
        current.map((todo) => (todo.id === id ? { ...todo, completed: !todo.completed } : todo)),
      ),
    [],
  );
  const remove = useCallback(
    (id: string) => setTodos((current) => current.filter((todo) => todo.id !== id)),
    [],
  );
  return { todos, add, toggle, remove };
}
