import { type ComponentType, lazy } from 'react';
import { useParkData } from './api/park';
import { AdminPage } from './features/admin/components/AdminPage';
import type { AdminPlace, AdminPlaceGroup } from './features/admin/components/adminPlaces';
import { TodayTab } from './features/adminDay/components/TodayTab';

/**
 * A place's code, fetched when the place is first opened (issue 30: the first tab carried every
 * other tab's code). Today, where the workspace opens, comes with the page. It suspends inside
 * the layout's Suspense: moving between places is a transition, which keeps the place being
 * left on screen until the next one's code has come.
 */
function onOpen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}

const CalendarTab = onOpen(() =>
  import('./features/adminDay/components/CalendarTab').then((m) => m.CalendarTab),
);
const DiscountsTab = onOpen(() =>
  import('./features/adminMoney/components/DiscountsTab').then((m) => m.DiscountsTab),
);
const PassesTab = onOpen(() =>
  import('./features/adminMoney/components/PassesTab').then((m) => m.PassesTab),
);
const PaymentsTab = onOpen(() =>
  import('./features/adminMoney/components/PaymentsTab').then((m) => m.PaymentsTab),
);
const ClosedDatesTab = onOpen(() =>
  import('./features/adminPark/components/ClosedDatesTab').then((m) => m.ClosedDatesTab),
);
const CodesTab = onOpen(() =>
  import('./features/adminPark/components/CodesTab').then((m) => m.CodesTab),
);
const SettingsTab = onOpen(() =>
  import('./features/adminPark/components/SettingsTab').then((m) => m.SettingsTab),
);
const ActivityTab = onOpen(() =>
  import('./features/adminPeople/components/ActivityTab').then((m) => m.ActivityTab),
);
const UsersTab = onOpen(() =>
  import('./features/adminPeople/components/UsersTab').then((m) => m.UsersTab),
);
const WaitlistsTab = onOpen(() =>
  import('./features/adminPeople/components/WaitlistsTab').then((m) => m.WaitlistsTab),
);
const AccessProblemsTab = onOpen(() =>
  import('./features/adminTools/components/AccessProblemsTab').then((m) => m.AccessProblemsTab),
);
const EmailProblemsTab = onOpen(() =>
  import('./features/adminTools/components/EmailProblemsTab').then((m) => m.EmailProblemsTab),
);
const EmailToolsTab = onOpen(() =>
  import('./features/adminTools/components/EmailToolsTab').then((m) => m.EmailToolsTab),
);
const ManualBookingTab = onOpen(() =>
  import('./features/adminTools/components/ManualBookingTab').then((m) => m.ManualBookingTab),
);

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
