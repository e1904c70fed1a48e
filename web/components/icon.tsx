// An ionicons glyph drawn inline, in place of Ionic's <ion-icon>: that web component gives each icon a
// shadow root and its own styles, waits for an IntersectionObserver before drawing, and parses and
// sanitises the SVG at run time — for a catalog of cards and a sidebar, tens of milliseconds of a
// phone's main thread while the members' area starts. The glyphs are the build's own constants
// (ionicons/icons, "data:image/svg+xml;utf8,<svg…>"), never anything a user or the server sent.
import './icon.css';

const svgOf = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Always decorative: the control or text beside it says what it means. */
export function Icon({ icon, className }: { icon: string; className?: string }) {
  return <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svgOf(icon) }} />;
}
