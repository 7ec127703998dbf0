import { useSearchParams } from 'react-router';

const TAB_PARAM = 'aba';

/**
 * The open tab of a record's page, kept in its URL (`?aba=historico`): Back from another page, a
 * reload or a shared link opens the same tab. Choosing a tab is a step Back undoes, and starts
 * from the tab's own defaults (another tab's list search and filters stay behind).
 */
export const useUrlTab = <Tab extends string>(
  tabs: readonly Tab[],
  fallback: Tab,
): [Tab, (tab: Tab) => void] => {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab = tabs.find((known) => known === asked) ?? fallback;
  const open = (next: Tab) => setParams(next === fallback ? {} : { [TAB_PARAM]: next });
  return [tab, open];
};
