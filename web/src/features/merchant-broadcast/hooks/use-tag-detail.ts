// The tag detail page's state and actions: the tag and its members, the customer search, pasted
// codes, adding and removing members, renaming, and deleting (back to the tag list).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { changeMembers, deleteTag, renameTag, useTag, useTagCustomers } from '../api/broadcast-api';
import { confirm } from '../components/confirm';
import { useNotFound } from '../components/use-not-found';
import { parseCodes } from '../lib/broadcast-form';

export function useTagDetail(id: number | null) {
  const { t } = useTranslation('merchantBroadcast');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const tag = useTag(id);
  const notFound = useNotFound(tag.error ?? (id === null ? new Error('no id') : undefined));
  const [name, setName] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [codes, setCodes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const members = useTagCustomers(id, 'members', '');
  const found = useTagCustomers(id, 'search', searched);

  const change = async (kind: 'add' | 'remove', list: string[]) => {
    if (id === null) return false;
    setProblem(null);
    const result = await changeMembers(id, kind, list);
    if (!result.ok) {
      setProblem(result.error.message);
      return false;
    }
    showToast(t(kind === 'add' ? 'tags.added' : 'tags.removed', { count: result.data.Changed }), { kind: 'success' });
    return true;
  };

  const rename = async () => {
    if (id === null || name === null || name.trim() === '') return;
    const result = await renameTag(id, name.trim());
    if (!result.ok) setProblem(result.error.message);
    else {
      setName(null);
      showToast(t('tags.renamed'), { kind: 'success' });
    }
  };

  const remove = async () => {
    if (!tag.data || !(await confirm(t('tags.deleteConfirm', { name: tag.data.Name })))) return;
    const result = await deleteTag(tag.data);
    if (!result.ok) setProblem(result.error.message);
    else {
      showToast(t('tags.deleted'), { kind: 'success' });
      void navigate(localePath(paths.merchantTag.href()), { replace: true });
    }
  };

  const pasted = parseCodes(codes);
  const addCodes = () => change('add', pasted).then((ok) => ok && setCodes(''));

  return {
    tag, notFound, members, found, problem,
    name, setName, rename, remove,
    search, setSearch, runSearch: () => setSearched(search),
    codes, setCodes, pasted, addCodes,
    add: (code: string) => change('add', [code]),
    removeMember: (code: string) => change('remove', [code]),
  };
}

export type TagDetailState = ReturnType<typeof useTagDetail>;
