import parkSettings from './001_park_settings.sql';
import parkDefaults from './002_park_defaults.sql';
import emailOutbox from './003_email_outbox.sql';
import accounts from './004_accounts.sql';
import bookings from './005_bookings.sql';
import selfService from './006_self_service.sql';
import admin from './007_admin.sql';
import security from './008_security.sql';
import settings from './009_settings.sql';
import texts from './010_texts.sql';
import photos from './011_photos.sql';
import invoices from './012_invoices.sql';
import refunds from './013_refunds.sql';
import ownerNotices from './014_owner_notices.sql';
import accountSafety from './015_account_safety.sql';
import adminReads from './016_admin_reads.sql';
import settingsVersion from './017_settings_version.sql';
import emailProblems from './019_email_problems.sql';
import rulesAtBooking from './020_rules_at_booking.sql';
import bookingSeries from './021_booking_series.sql';
import sessionPasses from './022_session_passes.sql';
import waitlist from './023_waitlist.sql';
import emailsByAccount from './024_emails_by_account.sql';
import fields from './025_fields.sql';
import fieldPhotos from './026_field_photos.sql';
import fieldAccess from './027_field_access.sql';
import customerContact from './028_customer_contact.sql';
import manualBookingCustomer from './029_manual_booking_customer.sql';
import bookingNotices from './030_booking_notices.sql';
import bookingTallies from './031_booking_tallies.sql';
import customerNotices from './032_customer_notices.sql';
import lockCodeLeases from './033_lock_code_leases.sql';
import settingsLock from './034_settings_lock.sql';
import bookingsForProvenAddresses from './035_bookings_for_proven_addresses.sql';
import privacySignOutCookie from './036_privacy_sign_out_cookie.sql';
import triggerPlansPerStatement from './037_trigger_plans_per_statement.sql';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in this order, each once. Never edit one that has shipped: add the next. */
export const migrations: readonly Migration[] = [
  { id: '001_park_settings', sql: parkSettings },
  { id: '002_park_defaults', sql: parkDefaults },
  { id: '003_email_outbox', sql: emailOutbox },
  { id: '004_accounts', sql: accounts },
  { id: '005_bookings', sql: bookings },
  { id: '006_self_service', sql: selfService },
  { id: '007_admin', sql: admin },
  { id: '008_security', sql: security },
  { id: '009_settings', sql: settings },
  { id: '010_texts', sql: texts },
  { id: '011_photos', sql: photos },
  { id: '012_invoices', sql: invoices },
  { id: '013_refunds', sql: refunds },
  { id: '014_owner_notices', sql: ownerNotices },
  { id: '015_account_safety', sql: accountSafety },
  { id: '016_admin_reads', sql: adminReads },
  { id: '017_settings_version', sql: settingsVersion },
  { id: '019_email_problems', sql: emailProblems },
  { id: '020_rules_at_booking', sql: rulesAtBooking },
  { id: '021_booking_series', sql: bookingSeries },
  { id: '022_session_passes', sql: sessionPasses },
  { id: '023_waitlist', sql: waitlist },
  { id: '024_emails_by_account', sql: emailsByAccount },
  { id: '025_fields', sql: fields },
  { id: '026_field_photos', sql: fieldPhotos },
  { id: '027_field_access', sql: fieldAccess },
  { id: '028_customer_contact', sql: customerContact },
  { id: '029_manual_booking_customer', sql: manualBookingCustomer },
  { id: '030_booking_notices', sql: bookingNotices },
  { id: '031_booking_tallies', sql: bookingTallies },
  { id: '032_customer_notices', sql: customerNotices },
  { id: '033_lock_code_leases', sql: lockCodeLeases },
  { id: '034_settings_lock', sql: settingsLock },
  { id: '035_bookings_for_proven_addresses', sql: bookingsForProvenAddresses },
  { id: '036_privacy_sign_out_cookie', sql: privacySignOutCookie },
  { id: '037_trigger_plans_per_statement', sql: triggerPlansPerStatement },
];
