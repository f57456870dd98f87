/** Plates and numbers ('BRA-2E19', 'OS-2026-0001') stay whole on any width: a hyphen in them is no place to break. */
export function KeptWhole({ text }: { text: string }) {
  return text.split(/(\S*-\S*)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="kept-whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
