/** A widget's label inside its styled box; the box's flex alignment places it. */
export function BoxText({ text }: { text: string | null }) {
  return text ? <span className="pl-text">{text}</span> : null;
}
