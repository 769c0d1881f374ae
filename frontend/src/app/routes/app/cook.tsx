import { useParams } from 'react-router';
import { CookView } from '#web/features/recipes/components/cook-view';

/** Cook mode, full screen: outside the app's header and footer (see router.tsx). */
const CookRoute = () => {
  const { id = '' } = useParams();
  return <CookView key={id} id={id} />;
};

export { CookRoute as Component };
