import { messageOf } from '../../api/client';

/**
 * How a save went, next to its button: the server's confirmation, or its refusal in its own words
 * (a clash names the other slot), else `failed`. Announced, so a screen reader hears it too.
 */
export function SaveOutcome({
  save,
  failed,
}: {
  readonly save: {
    readonly isSuccess: boolean;
    readonly data?: { readonly msg: string };
    readonly error: unknown;
  };
  readonly failed: string;
}) {
  if (save.error)
    return (
      <p role="alert" className="error-text">
        {messageOf(save.error, failed)}
      </p>
    );
  if (save.isSuccess && save.data) return <p role="status">{save.data.msg}</p>;
  return null;
}
