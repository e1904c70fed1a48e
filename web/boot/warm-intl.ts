// A page's first Intl formatter is its dearest: before it resolves any locale, V8 builds the set of every
// locale ICU holds, once per kind of formatter — some 25 ms for numbers and 7 more for dates on this
// project's CI machine, four times that on a mid-range phone. formatjs asks for both as the app first
// renders (createIntl checks the locale with NumberFormat and DateTimeFormat, and every message with an
// argument resolves its locale through NumberFormat), inside the one task that draws or hydrates the
// page, which then blocks input for that much longer. Asked for by the entry, each in a task of its own
// while the app's code is still arriving, they are ready when the render needs them. Most of the numbers'
// cost is ICU's own start, which any Intl service pays first: a locale and the collator's set take it in
// two smaller tasks ahead of the numbers' (measured in Chromium: numbers first ~20 ms in one task; after
// them ~3 + ~11 + ~2 ms), so no single one is long on a phone.
const LOCALE_SETS = [
  () => new Intl.Locale('es').maximize(),
  () => Intl.Collator.supportedLocalesOf('es'),
  () => Intl.NumberFormat.supportedLocalesOf('es'),
  () => Intl.DateTimeFormat.supportedLocalesOf('es'),
];

export function warmIntl(): void {
  for (const build of LOCALE_SETS) setTimeout(build, 0);
}
