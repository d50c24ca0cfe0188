// The field for one prop or type-specific style value, by the shape of the value (see valueShapes).
import { CheckField } from './CheckField';
import { ColorField } from './ColorField';
import { DraftField } from './DraftField';
import { IconPicker } from './IconPicker';
import type { Shown } from './selectionValues';
import { ShownField } from './ShownField';
import { listText, numbersText, parseList, parseNumbers, parseRows, rowsText, type ValueShape } from './valueShapes';

export function ValueField({
  label,
  shape,
  shown,
  numeric,
  onChange,
  onBlur,
  onClear,
}: {
  label: string;
  shape: ValueShape;
  shown: Shown;
  /** rows: cells that read as numbers are stored as numbers */
  numeric: boolean;
  /** undefined: a text or number field was emptied */
  onChange(value: unknown): void;
  onBlur(): void;
  onClear?: () => void;
}) {
  const common = { label, shown, onChange, onBlur };
  switch (shape) {
    case 'text':
      return <ShownField {...common} onClear={onClear} />;
    case 'number':
      return <ShownField {...common} type="number" onClear={onClear} />;
    case 'boolean':
      return <CheckField label={label} shown={shown} onChange={onChange} onClear={onClear} />;
    case 'color':
      return <ColorField {...common} onClear={onClear} />;
    case 'icon':
      return <IconPicker label={label} shown={shown} onChange={onChange} onClear={onClear} />;
    case 'list':
      return <DraftField {...common} multiline format={listText} parse={parseList} />;
    case 'numbers':
      return <DraftField {...common} multiline={false} format={numbersText} parse={parseNumbers} />;
    case 'rows':
      return <DraftField {...common} multiline format={rowsText} parse={(text) => parseRows(text, numeric)} />;
  }
}
