import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { BodyIn } from '../../../../contract/endpoint';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';
import type { NumberOrText } from '../../../lib/numberOrText';

export type EmailTool = 'invoice' | 'latest-invoice' | 'confirmation' | 'discount';

/** Each tool's endpoint. */
const emailTools = {
  invoice: ownerApi.sendInvoice,
  'latest-invoice': ownerApi.sendLatestInvoice,
  confirmation: ownerApi.resendConfirmation,
  discount: ownerApi.sendDiscount,
} satisfies Record<EmailTool, unknown>;

export interface ManualBooking {
  date: string;
  time: string;
  dogs: NumberOrText;
  /** One of the lengths the field sells. */
  minutes: number;
  /** The field; none in a park of one field, whose requests name none (decision 114). */
  fieldId?: number;
  /** Whom it is for (decision 125): an account, or someone new by what was typed. */
  customerId?: string;
  customerName?: string;
  customerEmail?: string;
  customerMobile?: string;
}

/** Accounts whose address or name holds `search`, for the manual booking's "For". */
export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: [...adminKeys.all, 'customer-search', search] as const,
    queryFn: () => call(adminApi.users, { query: { sort: 'newest', q: search } }),
    // Two letters at least: one matches nearly everyone.
    enabled: search.trim().length >= 2,
    placeholderData: (previous) => previous,
  });

export const useManualBooking = () =>
  useAdminChange((input: ManualBooking) =>
    // A number box's text goes as typed when it is no number, for the server to refuse by field.
    call(ownerApi.manualBooking, { body: input as BodyIn<typeof ownerApi.manualBooking> }),
  );

export const useEmailTool = (tool: EmailTool) =>
  useAdminChange((input: Record<string, string>) =>
    // The form's fields are named as the tool's body has them.
    call(emailTools[tool], { body: input as BodyIn<(typeof emailTools)[EmailTool]> }),
  );
