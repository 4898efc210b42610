/**
 * A WhatsApp click-to-chat link (docs/pages.md). wa.me wants the number with its country code and no '+':
 * a 10-digit Indian mobile gets 91, a number written with its country code (+91…) keeps it. `text`
 * prefills the message (the console's greeting in the admin's language). Without a number (null) the link
 * opens WhatsApp's own chooser, so the sender picks whom to send the text to (a customer sharing a booking).
 */
export function whatsappLink(number: string | null, text?: string): string {
  const digits = number?.replace(/\D/g, '') ?? '';
  const link = `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
