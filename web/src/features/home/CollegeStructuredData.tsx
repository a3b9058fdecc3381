import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { siteOrigin } from '../../lib/page-documents';
import { SITE_DESCRIPTION, SITE_NAME } from '../../lib/site-map';

/*
 * The college as schema.org describes one, for search engines: its name, address on the web, what
 * it is and its departments. `<` is escaped so no text can close the script element.
 */
export function CollegeStructuredData() {
  const college = {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: SITE_NAME,
    url: `${siteOrigin()}/`,
    description: SITE_DESCRIPTION,
    department: DEPARTMENT_NAMES.map((name) => ({ '@type': 'Organization', name })),
  };
  // A visitor may reach the site by another of its names than the one the deploy wrote in.
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {JSON.stringify(college).replaceAll('<', '\\u003c')}
    </script>
  );
}
