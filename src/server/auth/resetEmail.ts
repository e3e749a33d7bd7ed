import { type EmailSender, renderEmail } from '../email/render';

export function passwordResetEmail(sender: EmailSender, link: string, email: string) {
  return renderEmail(
    {
      subject: `Reset your ${sender.parkName} password`,
      blocks: [
        { type: 'heading', text: 'Reset your password' },
        {
          type: 'paragraph',
          text: `We were asked to reset the password of the account ${email}. To choose a new one, open the link below. It works once, for one hour.`,
        },
        { type: 'action', label: 'Choose a new password', url: link },
        {
          type: 'paragraph',
          text: "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
        },
      ],
    },
    sender,
  );
}
