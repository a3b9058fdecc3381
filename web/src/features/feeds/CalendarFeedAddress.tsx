import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedsRoutes } from '#shared/api/routes/feeds';
import type { FeedMade } from '#shared/schemas/feeds';
import { callApi } from '../../api/client';
import { invalidateRoute, routeQuery } from '../../api/queries';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';

/* The same address for a calendar app that subscribes (webcal://) and one that asks for a link. */
export const feedAddresses = (path: string, origin: string) => {
  const https = `${origin}${path}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
};

function AddressField(props: { readonly id: string; readonly label: string; readonly value: string }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} readOnly value={props.value} onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}

const madeOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A private calendar address (decision 52): the user's timetable and the term's holidays, for
 * Google Calendar or a phone. The server keeps only a hash, so the address is shown once, when
 * made; making a new one stops the old at once.
 */
export function CalendarFeedAddress() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const notices = useMutationNotices();
  const status = useQuery(routeQuery(feedsRoutes.feedStatus, { session: user?.userId ?? null }));
  const [made, setMade] = useState<FeedMade>();
  const make = useMutation({
    mutationFn: () => callApi(feedsRoutes.makeFeed),
    onSuccess: (answer) => {
      setMade(answer);
      return invalidateRoute(queryClient, feedsRoutes.feedStatus);
    },
  });
  const addresses = made && feedAddresses(made.path, window.location.origin);
  const hasOne = made !== undefined || status.data?.made === true;

  return (
    <section className="panel form" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">Your calendar address</h2>
      <p>
        Add your timetable and the college holidays to Google Calendar or your phone. Keep the address
        private: anyone who has it can see your timetable.
      </p>
      {status.isPending && <p role="status">Loading your calendar address…</p>}
      {status.isError && <p className="error-text">Your calendar address could not be loaded.</p>}
      {addresses ? (
        <div className="stack">
          <AddressField
            id="feed-webcal"
            label="Subscribe on a phone or in Outlook (webcal)"
            value={addresses.webcal}
          />
          <AddressField
            id="feed-https"
            label="Add to Google Calendar (Other calendars, “From URL”)"
            value={addresses.https}
          />
          <p className="muted">Copy it now: it is shown only once.</p>
        </div>
      ) : (
        status.data?.madeAt && (
          <p className="muted">
            You made an address on {madeOn(status.data.madeAt)}. It is shown only when made; get a new one if
            you have lost it.
          </p>
        )
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={make.isPending || status.isPending}
        onClick={() => make.mutate(undefined, notices('Your calendar address was not made.'))}
      >
        {make.isPending ? 'Making…' : hasOne ? 'Regenerate address' : 'Get my calendar address'}
      </button>
      {hasOne && <p className="muted">Regenerating stops the old address at once.</p>}
    </section>
  );
}
