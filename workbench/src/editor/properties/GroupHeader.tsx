// A group selected whole (a click on one of its widgets selects them all): its name, which the
// field renames, and its members, topmost first as the layers panel lists them; a click on one
// selects it alone, as if the group had been entered.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLayer, layerTree, layerWidgets, renameLayer, screenOf, type App, type Editor } from '@protolab/shared';
import { Field } from './Field';

export function GroupHeader({
  editor,
  doc,
  groupId,
  widgetId,
  onSelect,
}: {
  editor: Editor;
  doc: App;
  groupId: string;
  /** one of its widgets: the screen it is on */
  widgetId: string;
  onSelect(ids: string[], parentGroup: string): void;
}) {
  const { t } = useTranslation('editor');
  // a blank name is refused: the field keeps what is typed until it is left
  const [draft, setDraft] = useState<string>();
  const id = useId();
  const group = doc.groups![groupId];
  const name = group.name || t('group');
  const node = findLayer(layerTree(doc, screenOf(doc, widgetId) ?? ''), groupId)?.node;
  const members = node?.kind === 'group' ? node.children : [];
  return (
    <>
      <h2 className="editor-panel-title">{t('groupHeading', { name })}</h2>
      <Field
        label={t('name')}
        value={draft ?? group.name ?? ''}
        onChange={(text) => {
          setDraft(text);
          editor.run({ ...renameLayer(editor.doc, groupId, text), merge: `name:${groupId}` });
        }}
        onBlur={() => {
          setDraft(undefined);
          editor.seal();
        }}
      />
      <h3 className="group-members-title" id={`${id}-members`}>
        {t('groupMembers')}
      </h3>
      <ul className="group-members" aria-labelledby={`${id}-members`}>
        {members.map((member) => (
          <li key={member.id}>
            <button type="button" onClick={() => onSelect(layerWidgets(member), groupId)}>
              {member.kind === 'widget'
                ? member.widget.name || member.widget.type
                : t('groupHeading', { name: member.group.name || t('group') })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
