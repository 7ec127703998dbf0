import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../lib/toast';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '../../components/form/form';
import { RhfTextField } from '../../components/form/rhf-text-field';
import { SectionCard } from '../../components/section-card';
import { ColorPicker } from '../components/color-picker';
import { RhfSwitch } from '../components/rhf-choice';
import { TemplatePage } from '../components/template-page';
import { uniqueSlug } from '../lib/slug';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { templatePaths } from '../template-paths';
import { blog } from './blog-store';
import { COVER_COLORS, parseTags, postFormSchema } from './post-schema';
import { PostCover } from './post-cover';

/** Write a post: validated form, a live cover preview, then the post's own page. */
export const NewPostPage = () => {
  const { t } = useTemplatesTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => postFormSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      title: '',
      description: '',
      content: '',
      tags: '',
      color: COVER_COLORS[0] ?? '#00A76F',
      allowComments: true,
    },
  });
  const { control } = form;
  const color = useController({ control, name: 'color' });

  const onSubmit = form.handleSubmit((values) => {
    const slug = uniqueSlug(
      values.title,
      blog.get().map((post) => post.slug),
      'post',
    );
    blog.set((current) => [
      {
        slug,
        author: t('blog.you'),
        daysAgo: 0,
        color: values.color,
        tags: parseTags(values.tags),
        views: 0,
        shares: 0,
        comments: [],
        text: {
          title: values.title.trim(),
          description: values.description.trim(),
          content: values.content.trim(),
        },
      },
      ...current,
    ]);
    enqueueSnackbar(t('blogNew.published'), { variant: 'success' });
    void navigate(templatePaths.blog.post(slug));
  });

  return (
    <TemplatePage
      title={t('blog.newPost')}
      crumbs={[
        { name: t('blog.blog'), href: templatePaths.blog.posts },
        { name: t('blog.newPost') },
      ]}
    >
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <Form form={form} onSubmit={onSubmit} submitLabel={t('blogNew.publish')}>
          <SectionCard title={t('blogNew.details')} description={t('blogNew.detailsText')}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <RhfTextField
                control={control}
                name="title"
                label={t('blogNew.titleField')}
                required
              />
              <RhfTextField
                control={control}
                name="description"
                label={t('shop.description')}
                multiline
                minRows={2}
                required
              />
              <RhfTextField
                control={control}
                name="content"
                label={t('blogNew.content')}
                multiline
                minRows={8}
                helperText={t('blogNew.contentHelp')}
                required
              />
            </Box>
          </SectionCard>
          <SectionCard title={t('blogNew.properties')}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <RhfTextField
                control={control}
                name="tags"
                label={t('blogNew.tags')}
                helperText={t('blogNew.tagsHelp')}
                required
              />
              <Box>
                <ColorPicker
                  id="cover-color"
                  label={t('blogNew.cover')}
                  colors={COVER_COLORS}
                  value={color.field.value}
                  onChange={color.field.onChange}
                />
                <PostCover color={color.field.value} height={96} />
              </Box>
              <RhfSwitch
                control={control}
                name="allowComments"
                label={t('blogNew.allowComments')}
              />
            </Box>
          </SectionCard>
        </Form>
      </Box>
    </TemplatePage>
  );
};
