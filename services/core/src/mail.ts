import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The last messages sent, newest last: what the log shows when no SMTP server is configured. */
  readonly recent: readonly Mail[];
}

/** SMTP through nodemailer when `SMTP_URL` is set; otherwise each mail is written to the log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: { info(obj: object, msg: string): void };
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const recent: Mail[] = [];
  return {
    recent,
    async send(mail) {
      recent.push(mail);
      if (recent.length > 50) recent.shift();
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail });
      } else {
        options.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      }
    },
  };
}
