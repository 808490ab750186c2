import { readableTextColour } from '../lib/index-colours';

/** A class name on its class colour (spec §9 colours), readable in light and dark themes. */
export function ClassSwatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span
      style={{
        background: colour,
        color: readableTextColour(colour),
        borderRadius: 4,
        padding: '2px 10px',
        display: 'inline-block',
      }}
    >
      {label}
    </span>
  );
}
