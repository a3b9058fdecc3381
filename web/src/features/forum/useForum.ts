import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { forumRoutes } from '#shared/api/routes/forum';
import type { LikeResult, PostTextInput } from '#shared/schemas/forum';
import { callApi } from '../../api/client';
import { invalidateRoute, type RoutePages, routePagesQuery, updateRoutePages } from '../../api/queries';
import { uploadFile } from '../../api/upload';

/* The posts are read through two routes: the feed when signed in, the public list when not. */
const LISTS = [forumRoutes.feed, forumRoutes.listPosts] as const;
const invalidateLists = (queryClient: QueryClient) =>
  Promise.all(LISTS.map((route) => invalidateRoute(queryClient, route)));

/**
 * The posts, most liked first (sorted by the server), a page at a time. Signed in, through the
 * feed that says which posts the reader likes; a visitor reads the public list.
 */
export function usePosts(signedIn: boolean) {
  return useInfiniteQuery(routePagesQuery(signedIn ? forumRoutes.feed : forumRoutes.listPosts));
}

/** Publishes a post, uploading its image first (with progress) when there is one. */
export function useCreatePost(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, ...text }: PostTextInput & { image?: File }) => {
      const imageFileId = image ? (await uploadFile('forumImage', image, onProgress)).fileId : undefined;
      return callApi(forumRoutes.createPost, { body: { ...text, imageFileId } });
    },
    onSuccess: () => invalidateLists(queryClient),
  });
}

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PostTextInput & { id: string }) =>
      callApi(forumRoutes.editPost, { pathParameters: { id }, body }),
    onSuccess: () => invalidateLists(queryClient),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(forumRoutes.deletePost, { pathParameters: { id } }),
    onSuccess: () => invalidateLists(queryClient),
  });
}

/*
 * A like changes the count in place; the list is not re-sorted under the reader's eyes (the next
 * load shows the new order).
 */
function withLike(data: RoutePages<(typeof LISTS)[number]>, id: string, result: LikeResult) {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post._id === id ? { ...post, ...result } : post)),
    })),
  };
}

/** Likes a post for the reader, or takes the like back. */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(forumRoutes.likePost, { pathParameters: { id } }),
    onSuccess: (result, id) => {
      for (const route of LISTS) updateRoutePages(queryClient, route, (data) => withLike(data, id, result));
    },
  });
}
