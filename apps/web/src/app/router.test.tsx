import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../copy/en';
import { failure, stubApi } from '../test/stub-api';
import { renderApp } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const blogs = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'First post',
    discription: 'Opening line: and then the body of the first post.',
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    title: 'Second post',
    discription: 'Opening line: and then the body of the second post.',
  },
];

describe('routes', () => {
  it('shows the error page with 404 for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText(copy.errors.page)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.errors.backHome })).toHaveAttribute('href', '/');
  });

  it('matches routes case-insensitively', async () => {
    stubApi({
      'GET /api/services': [{ name: 'Medical', title: 'Medical', description: 'GP care' }],
    });
    renderApp('/Services');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Medical/ })).toHaveAttribute(
      'href',
      '/services/Medical',
    );
  });

  it('numbers blogs by their position in the list', async () => {
    stubApi({ 'GET /api/blogs': blogs });
    renderApp('/blogs');
    const second = await screen.findByRole('link', { name: /Second post/ });
    expect(second).toHaveTextContent('2');
    expect(second).toHaveAttribute('href', `/blogs/${blogs[1]!._id}`);
  });

  it("shows a blog's detail from its loader, followed by '!'", async () => {
    stubApi({
      'GET /api/blogs/:id': ({ params }) =>
        blogs.find((blog) => blog._id === params.id) ?? failure(404, 'No blog has this id'),
    });
    renderApp(`/blogs/${blogs[0]!._id}`);
    expect(await screen.findByRole('heading', { name: 'First post' })).toBeInTheDocument();
    expect(screen.getByText(`${blogs[0]!.discription}!`)).toBeInTheDocument();
  });

  it('shows the error page when a service does not exist', async () => {
    stubApi({});
    renderApp('/services/Nope');
    expect(await screen.findByText(copy.errors.page)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
