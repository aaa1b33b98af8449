// Builds one of each Intl formatter the guest pages use, in the page's language and in English
// (twice when that is English), then ends. ICU keeps the data it loads for them process-wide, so
// the page's own formatters find it loaded (intl-warm-up.ts).
for (const locale of [self.navigator.language, 'en']) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  // In the device's zone: on a hotel's phone, most likely the location's own.
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.Collator(locale).compare('a', 'b');
}
self.close();
