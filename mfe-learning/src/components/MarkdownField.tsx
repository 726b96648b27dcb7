import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FormikProps } from 'formik';
import { getIn } from 'formik';
import { Button, color, radius } from '@chapter/shared';
import { InputField } from '@chapter/shared/forms';
import { Markdown } from './Markdown';

const Wrap = styled.div`
  min-width: 0;
`;

const PreviewBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: -8px 0 12px;
  color: ${color('muted')};
  font-size: 0.8125rem;
`;

const Preview = styled.section`
  margin: 0 0 16px;
  padding: 12px;
  border: 1px dashed ${color('border')};
  border-radius: ${radius('md')};
  min-width: 0;
`;

const PreviewTitle = styled.h3`
  margin: 0 0 8px;
  color: ${color('muted')};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export type MarkdownFieldProps<V> = { formik: FormikProps<V>; name: string; label: string; required?: boolean };

/**
 * A description field written in Markdown: the text area stays in place (with the form's validation message) and a
 * toggle shows how the text will look, rendered exactly as the page renders it (components/Markdown).
 */
export function MarkdownField<V>({ formik, name, label, required }: MarkdownFieldProps<V>) {
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const titleId = useId();
  const text = String(getIn(formik.values, name) ?? '');
  return (
    <Wrap>
      <InputField formik={formik} name={name} label={label} required={required} multiline />
      <PreviewBar>
        <span>Markdown: **bold**, *italic*, [link](https://…), lists, `code`. HTML is shown as text.</span>
        <Button variant="secondary" size="small" aria-expanded={previewing} aria-controls={previewId} onClick={() => setPreviewing((on) => !on)}>
          {previewing ? 'Hide preview' : 'Preview'}
        </Button>
      </PreviewBar>
      <div id={previewId}>
        {previewing && (
          <Preview aria-labelledby={titleId}>
            <PreviewTitle id={titleId}>Preview of {label.toLowerCase()}</PreviewTitle>
            {text.trim() === '' ? <p>Nothing to preview yet.</p> : <Markdown>{text}</Markdown>}
          </Preview>
        )}
      </div>
    </Wrap>
  );
}
