import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { Markdown } from './Markdown';
import { MarkdownField } from './MarkdownField';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](java\tscript:alert(1))',
  '[d](data:text/html,<b>hi</b>) [v](vbscript:msgbox(1)) ![pic](data:image/png;base64,AAAA)',
  '<a href="javascript:alert(1)">raw</a> <iframe src="https://evil.example"></iframe>',
].join('\n\n');

test('hostile HTML and links render inert: no script, img or iframe, no unsafe href, no handler attribute', () => {
  const { container } = render(<Markdown>{HOSTILE}</Markdown>);
  expect(container.querySelector('script, img, iframe, object, embed, style')).toBeNull();
  for (const link of Array.from(container.querySelectorAll('a'))) {
    expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i);
  }
  const attributes = Array.from(container.querySelectorAll('*')).flatMap((element) => element.getAttributeNames());
  expect(attributes.filter((name) => name.startsWith('on') || name === 'src' || name === 'style')).toEqual([]);
  // The raw HTML is shown as text, so the writer sees what they wrote.
  expect(container).toHaveTextContent('<script>alert(1)</script>');
  expect(screen.getByText('x')).not.toHaveAttribute('href');
});

test('headings, lists, code and links render; external links open in a new tab without access to the page', () => {
  render(
    <Markdown>
      {'## Plan\n\n- arrays\n- graphs\n\nUse `dp[i]`.\n\n```\nint main() {}\n```\n\n[Guide](https://cp-algorithms.com) and [rules](/practice)'}
    </Markdown>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['arrays', 'graphs']);
  expect(screen.getByText('dp[i]').tagName).toBe('CODE');
  expect(screen.getByText('int main() {}').closest('pre')).not.toBeNull();
  const guide = screen.getByRole('link', { name: 'Guide' });
  expect(guide).toHaveAttribute('href', 'https://cp-algorithms.com');
  expect(guide).toHaveAttribute('target', '_blank');
  expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  const rules = screen.getByRole('link', { name: 'rules' });
  expect(rules).toHaveAttribute('href', '/practice');
  expect(rules).not.toHaveAttribute('target');
});

function Form({ initial = '' }: { initial?: string }) {
  const formik = useFormik({
    initialValues: { description: initial },
    onSubmit: () => undefined,
    validate: (values) => (values.description ? {} : { description: 'Description is required' }),
  });
  return (
    <form onSubmit={formik.handleSubmit}>
      <MarkdownField formik={formik} name="description" label="Description" required />
      <button type="submit">Save</button>
    </form>
  );
}

test('the field previews the text as the page shows it, and keeps its validation message', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Description is required')).toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Preview' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Preview of description' })).toHaveTextContent('Nothing to preview yet.');
  expect(screen.getByText('Description is required')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /Description/ }), '# Hi');
  expect(screen.getByRole('heading', { level: 1, name: 'Hi' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hide preview' }));
  expect(screen.queryByRole('region', { name: 'Preview of description' })).not.toBeInTheDocument();
});
