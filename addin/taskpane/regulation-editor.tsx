import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { editorWords, regulationExtensions, wordsExtensions } from './editor-extensions';
import { useStrings } from './pane-language';

/** The CodeMirror editor as a React component; `value` replaces the text when it changes from outside (a preset, the workbook). */
export function RegulationEditor(props: { value: string; onChange: (text: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const words = useStrings();
  const initialWords = useRef(words);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: props.value,
        extensions: regulationExtensions((text) => onChange.current(text), initialWords.current),
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is created once; later values arrive through the effect below.
  }, []);

  // Another language: the editor's name and its hover's words follow, the text and the undo history stay.
  useEffect(() => {
    view.current?.dispatch({ effects: editorWords.reconfigure(wordsExtensions(words)) });
  }, [words]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === props.value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: props.value } });
  }, [props.value]);

  return <div ref={host} className="regulation-editor" data-testid="regulation-editor" style={{ height: '100%' }} />;
}
