import { type FormEvent, useState } from 'react';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useTodos } from './useTodos';

/** To-Do List: add (blank text is not added), mark done (struck through), delete. */
export function TodoSection() {
  const user = useSignedInUser();
  const { todos, add, toggle, remove } = useTodos(user?.userId ?? 'anonymous');
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    add(text.trim());
    setText('');
  }

  return (
    <section className="panel stack" aria-labelledby="todo-heading">
      <h2 id="todo-heading">To-Do List</h2>
      <form className="todo-form" onSubmit={submit}>
        <label htmlFor="todo-text" className="visually-hidden">
          New task
        </label>
        <input
          id="todo-text"
          name="text"
          placeholder="Add a task"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button-primary">
          Add
        </button>
      </form>
      {todos.length === 0 && <p className="muted">Nothing to do yet.</p>}
      <ul className="account-list">
        {todos.map((todo) => (
          <li key={todo.id} className="account-row">
            <label className="check">
              <input type="checkbox" checked={todo.completed} onChange={() => toggle(todo.id)} />
              <span className={todo.completed ? 'todo-done' : undefined}>{todo.text}</span>
            </label>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => remove(todo.id)}
              aria-label={`Delete ${todo.text}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
