import type { EmailToolResponse } from '../../../../contract/admin';
import { useAdminChange } from '../../../api/admin/adminApi';
import { postJson } from '../../../api/client';
import type { NumberOrText } from '../../../lib/numberOrText';

export type EmailTool = 'invoice' | 'latest-invoice' | 'confirmation' | 'discount';

export interface ManualBooking {
  date: string;
  time: string;
  dogs: NumberOrText;
  minutes: 30 | 60;
}

export const useManualBooking = () =>
  useAdminChange((input: ManualBooking) =>
    postJson<{ bookingId: number; paymentId: number }>('/api/admin/manual-bookings', input),
  );

export const useEmailTool = (tool: EmailTool) =>
  useAdminChange((input: Record<string, string>) =>
    postJson<EmailToolResponse>(`/api/admin/email-tools/${tool}`, input),
  );
