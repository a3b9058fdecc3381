import { AccountSettings } from '../../components/AccountSettings';
import { CalendarFeedAddress } from './CalendarFeedAddress';

/** Settings as a dashboard section shows them: the account's, then the calendar address. */
export function AccountSettingsWithFeed() {
  return (
    <div className="stack">
      <AccountSettings />
      <CalendarFeedAddress />
    </div>
  );
}
