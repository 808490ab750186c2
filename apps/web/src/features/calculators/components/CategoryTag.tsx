import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { readableTextColour } from '../../../lib/index-colours';

/** A category or class in its colour, with black or white text for contrast in either theme. */
export function CategoryTag({
  colour,
  children,
  large = false,
}: {
  colour: string;
  children: ReactNode;
  large?: boolean;
}) {
  return (
    <Tag
      style={{
        background: colour,
        borderColor: colour,
        color: readableTextColour(colour),
        fontSize: large ? 16 : undefined,
        padding: large ? '4px 12px' : undefined,
        fontWeight: 600,
      }}
    >
      {children}
    </Tag>
  );
}
