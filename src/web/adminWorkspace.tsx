import { useParkData } from './api/park';
import { AdminPage } from './features/admin/components/AdminPage';
import type { AdminPlace, AdminPlaceGroup } from './features/admin/components/adminPlaces';
import { CalendarTab } from './features/adminDay/components/CalendarTab';
import { TodayTab } from './features/adminDay/components/TodayTab';
import { DiscountsTab } from './features/adminMoney/components/DiscountsTab';
import { PassesTab } from './features/adminMoney/components/PassesTab';
import { PaymentsTab } from './features/adminMoney/components/PaymentsTab';
import { ClosedDatesTab } from './features/adminPark/components/ClosedDatesTab';
import { CodesTab } from './features/adminPark/components/CodesTab';
import { SettingsTab } from './features/adminPark/components/SettingsTab';
import { ActivityTab } from './features/adminPeople/components/ActivityTab';
import { UsersTab } from './features/adminPeople/components/UsersTab';
import { WaitlistsTab } from './features/adminPeople/components/WaitlistsTab';
import { AccessProblemsTab } from './features/adminTools/components/AccessProblemsTab';
import { EmailProblemsTab } from './features/adminTools/components/EmailProblemsTab';
import { EmailToolsTab } from './features/adminTools/components/EmailToolsTab';
import { ManualBookingTab } from './features/adminTools/components/ManualBookingTab';

/** What a place needs to know of who is looking and of the park. */
interface Seen {
  superAdmin: boolean;
  /** Only a park with a field opened by lock has codes that can go wrong on the lock. */
  locks: boolean;
}

/** The places in a group that are there: a super admin's own, or a lock park's, or none. */
const only = (shown: boolean, ...places: AdminPlace[]): AdminPlace[] => (shown ? places : []);

/**
 * The places grouped as an owner thinks of the park (decision 124): the day, the money, the
 * customers, the park itself, and the tools. The ids are the old tabs', so old links still work.
 */
function workspacePlaces({ superAdmin, locks }: Seen): AdminPlaceGroup[] {
  const groups: AdminPlaceGroup[] = [
    {
      label: 'The day',
      places: [
        { id: 'today', label: 'Today', content: () => <TodayTab /> },
        { id: 'calendar', label: 'Calendar', content: () => <CalendarTab /> },
      ],
    },
    {
      label: 'Bookings and money',
      places: [
        {
          id: 'payments',
          label: 'Payments & Bookings',
          content: () => <PaymentsTab superAdmin={superAdmin} />,
          attention: 'unpaidHolds',
        },
        { id: 'passes', label: 'Passes', content: () => <PassesTab superAdmin={superAdmin} /> },
        { id: 'discounts', label: 'Discounts', content: () => <DiscountsTab /> },
      ],
    },
    {
      label: 'Customers',
      places: [
        { id: 'users', label: 'Users', content: () => <UsersTab superAdmin={superAdmin} /> },
        { id: 'waitlists', label: 'Waiting lists', content: () => <WaitlistsTab /> },
      ],
    },
    {
      label: 'The park',
      places: [
        ...only(superAdmin, { id: 'settings', label: 'Settings', content: () => <SettingsTab /> }),
        { id: 'codes', label: 'Codes', content: () => <CodesTab superAdmin={superAdmin} /> },
        ...only(superAdmin, {
          id: 'closed',
          label: 'Closed dates',
          content: () => <ClosedDatesTab />,
        }),
      ],
    },
    {
      label: 'Tools',
      places: [
        ...only(superAdmin, {
          id: 'manual',
          label: 'Manual booking',
          content: () => <ManualBookingTab />,
        }),
        ...only(superAdmin, { id: 'testing', label: 'TESTING', content: () => <EmailToolsTab /> }),
        {
          id: 'email-problems',
          label: 'E-mail problems',
          content: () => <EmailProblemsTab />,
          attention: 'emailProblems',
        },
        ...only(locks, {
          id: 'access-problems',
          label: 'Access problems',
          content: () => <AccessProblemsTab />,
          attention: 'accessProblems',
        }),
        { id: 'activity', label: 'Activity', content: () => <ActivityTab /> },
      ],
    },
  ];
  return groups.filter((group) => group.places.length > 0);
}

/**
 * The admin page as the router opens it (on demand, in a chunk of its own): the workspace shell
 * of features/admin with the places of every area. The areas are features of their own, which
 * import no other feature; like the router, this file stands outside features/ to put them
 * together.
 */
export function AdminWorkspace() {
  const { park } = useParkData();
  const locks = park.fields.some((field) => field.access.kind === 'lock');
  return <AdminPage places={(superAdmin) => workspacePlaces({ superAdmin, locks })} />;
}

export { AdminWorkspace as Component };
