import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { documentMetaOf } from '../lib/page-documents';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site-map';
import { useDocumentMeta } from './useDocumentMeta';

function Page() {
  useDocumentMeta();
  return null;
}

const content = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

describe('the document’s description and link-preview tags', () => {
  it('follow the page shown, as the site map describes it', () => {
    render(
      <MemoryRouter initialEntries={['/departments']}>
        <Page />
      </MemoryRouter>,
    );
    expect(content('meta[name="description"]')).toBe(
      "The college's engineering departments and what each teaches.",
    );
    expect(content('meta[property="og:title"]')).toBe('Departments — Campus');
    expect(content('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/departments`);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/departments`);
  });

  it('describe the site on the landing page, and a page without its own description', () => {
    expect(documentMetaOf('/')).toEqual({ title: SITE_NAME, description: SITE_DESCRIPTION });
    expect(documentMetaOf('/admin/accounts')).toEqual({
      title: 'Admin Dashboard — Campus',
      description: SITE_DESCRIPTION,
    });
  });
});
