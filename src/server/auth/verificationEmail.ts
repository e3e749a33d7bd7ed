import { type EmailSender, renderEmail } from '../email/render';

export function verificationEmail(sender: EmailSender, link: string, email: string) {
  return renderEmail(
    {
      subject: `Confirm your e-mail address for ${sender.parkName}`,
      blocks: [
        { type: 'heading', text: 'Confirm your e-mail address' },
        {
          type: 'paragraph',
          text: `Thank you for signing up with ${email}. To confirm that this address is yours, open the link below. It works once, for one day.`,
        },
        { type: 'action', label: 'Confirm my e-mail address', url: link },
        {
          type: 'paragraph',
          text: "If you didn't sign up, you can ignore this e-mail: nobody can use this address with us until it is confirmed.",
        },
      ],
    },
    sender,
  );
}
