import { createStore } from '../lib/store';
import { posts, type Post } from '../sample-data/posts';

/** The posts as the visitor changed them this session (new posts, new comments). */
export const blog = createStore<Post[]>(posts);

/** A post's title, description and content, from its own text or the translations. */
export const postText = (post: Post, t: (key: string) => string) =>
  post.text ?? {
    title: t(`blogData.${post.slug}.title`),
    description: t(`blogData.${post.slug}.description`),
    content: t(`blogData.${post.slug}.content`),
  };
