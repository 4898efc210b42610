// Writes docs/sms-templates.md from the templates themselves (npm run docs:sms): every template in every
// language with its variables and its longest length, for DLT registration. A test compares the table.
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import path from 'node:path';
import {
  LANGUAGES,
  SENDABLE_TEMPLATE_KEYS,
  SMS_LINK_MAX,
  SMS_PLACEHOLDER_MAX,
  SMS_TEMPLATES,
  SMS_TEMPLATE_KEYS,
  longestSmsTable,
  longestSmsValues,
  smsPlaceholderNames,
  templateSettingSuffix,
} from '@mehendi/shared';

const target = path.resolve(import.meta.dirname, '../../../../docs/sms-templates.md');
const variables = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]))];

const lines: string[] = [
  '# SMS templates (DLT registration)',
  '',
  '<!-- Written by `npm run docs:sms` from packages/shared/src/sms-templates.ts; do not edit by hand. -->',
  '',
  "India's DLT rules register every text word for word; only the `{variables}` change, each at most",
  `${SMS_PLACEHOLDER_MAX} characters (longer values are cut with an ellipsis, links and domain names are cut out:`,
  '`smsPlaceholder` in packages/shared). When registering, write each `{variable}` as `{#var#}`, except',
  '`{link}`: a one-tap link the server makes from PUBLIC_URL, registered as a URL variable (`{#url#}`) of',
  `the site's whitelisted domain, at most ${SMS_LINK_MAX} characters and never cut.`,
  '',
  '## Longest length of each template',
  '',
  'Every variable at its longest: free text (names, dates, venue, reason, note) at ' +
    `${SMS_PLACEHOLDER_MAX} characters; a pincode 6 digits, a mobile number 10, a reference 8, a time ` +
    "8 ('12:30 PM'), a start code 4, a day, a slot and a variety at the longest the language writes them. Two " +
    'SMS parts hold 306 GSM-7 characters or 134 Unicode characters (Indian scripts are Unicode); every ' +
    'template fits two parts in every language (packages/shared/src/sms-lengths.test.ts holds it), except ' +
    "the artist's job offer (`artistOffer`), which carries the job's figures and a link in four parts at most " +
    'and goes by WhatsApp first.',
  '',
  '| Template | Language | Longest (characters) | Encoding | Parts |',
  '| --- | --- | --- | --- | --- |',
  ...longestSmsTable().map(
    (row) => `| \`${row.key}\` | ${row.language} | ${row.length} | ${row.encoding} | ${row.parts} |`,
  ),
  '',
  '### Two parts at most',
  '',
  'With `{dates}` listing several days and every name at 30 characters, a Unicode text has little room',
  "besides its variables. So the texts of a booking's steps do not greet the customer by name (the text goes",
  'to their own number), and the job at a venue tells the artist what, when and where (variety, dates, slot, customer number,',
  'venue and pincode): the guests, the siders and the estimate are in My work, as for the reminders.',
  '',
  '## Longest values used',
  '',
  '| Variable | ' + LANGUAGES.join(' | ') + ' |',
  '| --- | ' + LANGUAGES.map(() => '---').join(' | ') + ' |',
  ...Object.keys(longestSmsValues('en')).map(
    (name) =>
      `| \`${name}\` | ` +
      LANGUAGES.map((language) => {
        const value = longestSmsValues(language)[name as keyof ReturnType<typeof longestSmsValues>];
        return `${Array.from(value).length}: ${value.replace(/\|/gu, '\\|')}`;
      }).join(' | ') +
      ' |',
  ),
  '',
  '## Gateway settings',
  '',
  'Each template is registered once per gateway and named in the settings (README, "MSG91" and',
  '"WhatsApp"): its DLT template ID for MSG91, whose flow template names the variables as below',
  '(`##name##`), and its approved WhatsApp template, whose body takes the variables as `{{1}}`, `{{2}}`…',
  "in the order each language's text names them (listed under each template). The login code has no",
  'text here (packages/server/src/modules/phone-auth/otp-sms-text.ts); on WhatsApp it is an authentication',
  'template (optional: without it codes go by SMS).',
  '',
  '| Template | MSG91 setting | WhatsApp setting | Variables |',
  '| --- | --- | --- | --- |',
  ...SENDABLE_TEMPLATE_KEYS.map((key) => {
    const names = smsPlaceholderNames(key, 'en');
    const suffix = templateSettingSuffix(key);
    return `| \`${key}\` | \`MSG91_TEMPLATE_${suffix}\` | \`WHATSAPP_TEMPLATE_${suffix}\` | ${names.map((v) => `\`${v}\``).join(', ')} |`;
  }),
  '',
  '## Templates',
  '',
];
for (const key of SMS_TEMPLATE_KEYS) {
  lines.push(
    `### \`${key}\``,
    '',
    `Variables: ${variables(SMS_TEMPLATES.en[key])
      .map((v) => `\`${v}\``)
      .join(', ')}`,
    '',
  );
  for (const language of LANGUAGES) lines.push(`- ${language}: ${SMS_TEMPLATES[language][key]}`);
  lines.push('', 'WhatsApp body parameters in order:', '');
  for (const language of LANGUAGES) {
    lines.push(
      `- ${language}: ${smsPlaceholderNames(key, language)
        .map((v, i) => `{{${i + 1}}} \`${v}\``)
        .join(', ')}`,
    );
  }
  lines.push('');
}
writeFileSync(target, await format(lines.join('\n'), { filepath: target }));
console.log(`wrote ${target}`);
