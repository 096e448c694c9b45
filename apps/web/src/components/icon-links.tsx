import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type IconLink = { to: string; label: string; icon: LucideIcon };

type IconLinksProps = {
  links: IconLink[];
  className?: string;
  linkClassName: string;
  iconClassName: string;
  /** More items after the links (a Sign Out button). */
  children?: ReactNode;
};

/** A list of links that each lead with an icon: menus, shortcut rows and tiles. */
export function IconLinks({ links, className, linkClassName, iconClassName, children }: IconLinksProps) {
  return (
    <ul className={className}>
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link to={to} className={linkClassName}>
            <Icon aria-hidden="true" className={iconClassName} />
            {label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
