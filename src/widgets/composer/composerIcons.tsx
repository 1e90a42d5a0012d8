import { Icon, type IconComponent } from '../../components/icons';

// The composer's tool icons: they load with the composer, on demand.

export const PictureIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);

export const LinkIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

export const ClockIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const ThreadIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <rect x="3" y="3.5" width="13" height="7" rx="2" />
    <path d="M6 14v3.5A2.5 2.5 0 0 0 8.5 20H12" />
    <path d="M18 14v6M15 17h6" />
  </Icon>
);

export const DraftIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M4 13.5h4.5l1.5 2.5h4l1.5-2.5H20" />
    <path d="M6.5 5h11L20 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-5.5z" />
  </Icon>
);

export const PreviewIcon: IconComponent = ({ className }) => (
  <Icon className={className}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
