/**
 * The emails of the account settings, in Romanian with the English below: the invitation of a
 * new user (a link to choose a password) and a password reset an administrator asked for.
 */

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
${body}
</body></html>
`;
}

export function invitationEmail(input: {
  name: string;
  clinic: string;
  email: string;
  link: string;
}): AccountEmail {
  const { name, clinic, email, link } = input;
  const subject = `Invitație în Cabinet: ${clinic} / Invitation to Cabinet`;
  const text = [
    `Bună ziua, ${name},`,
    `Ați fost adăugat(ă) în Cabinet la ${clinic}. Contul dumneavoastră este ${email}.`,
    'Deschideți linkul de mai jos pentru a alege parola (valabil o oră; administratorul vă poate trimite altul):',
    link,
    '',
    `Hello ${name},`,
    `You were added to Cabinet at ${clinic}. Your account is ${email}.`,
    'Open the link below to choose your password (valid for one hour; your administrator can send a new one):',
    link,
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = page(
    'ro',
    subject,
    `<p>Bună ziua, ${escapeHtml(name)},</p>
<p>Ați fost adăugat(ă) în Cabinet la <strong>${escapeHtml(clinic)}</strong>. Contul dumneavoastră este <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${href}">Alegeți parola</a> (linkul este valabil o oră; administratorul vă poate trimite altul).</p>
<hr>
<p lang="en">Hello ${escapeHtml(name)},</p>
<p lang="en">You were added to Cabinet at <strong>${escapeHtml(clinic)}</strong>. Your account is <strong>${escapeHtml(email)}</strong>.</p>
<p lang="en"><a href="${href}">Choose your password</a> (the link is valid for one hour; your administrator can send a new one).</p>
<p style="color: #616e7c; font-size: 0.9em">${href}</p>`,
  );
  return { subject, text, html };
}

export function passwordResetEmail(input: { clinic: string; email: string; link: string }): AccountEmail {
  const { clinic, email, link } = input;
  const subject = 'Resetează parola / Reset your password';
  const text = [
    `Administratorul ${clinic} a cerut resetarea parolei contului Cabinet ${email}.`,
    'Deschideți linkul de mai jos pentru a alege o parolă nouă (valabil o oră):',
    link,
    '',
    `The administrator of ${clinic} asked to reset the password of the Cabinet account ${email}.`,
    'Open the link below to choose a new password (valid for one hour):',
    link,
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = page(
    'ro',
    subject,
    `<p>Administratorul <strong>${escapeHtml(clinic)}</strong> a cerut resetarea parolei contului Cabinet <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${href}">Alegeți o parolă nouă</a> (linkul este valabil o oră).</p>
<hr>
<p lang="en">The administrator of <strong>${escapeHtml(clinic)}</strong> asked to reset the password of the Cabinet account <strong>${escapeHtml(email)}</strong>.</p>
<p lang="en"><a href="${href}">Choose a new password</a> (the link is valid for one hour).</p>
<p style="color: #616e7c; font-size: 0.9em">${href}</p>`,
  );
  return { subject, text, html };
}
