import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { forumRoutes } from '../../../../shared/api/routes/forum';
import type { LikeResult, PostsPage, PostTextInput } from '../../../../shared/schemas/forum';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/upload';

const FORUM = ['forum'] as const;

/**
 * The posts, most liked first (sorted by the server), a page at a time. Signed in, through the
 * feed that says which posts the reader likes; a visitor reads the public list.
 */
export function usePosts(signedIn: boolean) {
  return useInfiniteQuery({
    queryKey: [...FORUM, signedIn ? 'feed' : 'public'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(signedIn ? forumRoutes.feed : forumRoutes.listPosts, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Publishes a post, uploading its image first (with progress) when there is one. */
export function useCreatePost(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, ...text }: PostTextInput & { image?: File }) => {
      const imageFileId = image ? (await uploadFile('forumImage', image, onProgress)).fileId : undefined;
      return callApi(forumRoutes.createPost, { body: { ...text, imageFileId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM }),
  });
}

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PostTextInput & { id: string }) =>
      callApi(forumRoutes.editPost, { pathParameters: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(forumRoutes.deletePost, { pathParameters: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM }),
  });
}

/*
 * A like changes the count in place; the list is not re-sorted under the reader's eyes (the next
 * load shows the new order).
 */
function withLike(data: InfiniteData<PostsPage> | undefined, id: string, result: LikeResult) {
  if (!data) return data;
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
    onSuccess: (result, id) =>
      queryClient.setQueriesData<InfiniteData<PostsPage>>({ queryKey: FORUM }, (data) =>
        withLike(data, id, result),
      ),
  });
}
