export { Avatar, initialsOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Badge, badgeLabel } from './Badge';
export type { BadgeProps, BadgeSize, BadgeType } from './Badge';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { CloseButton } from './CloseButton';
export type { CloseButtonProps } from './CloseButton';
export { ConfirmDialog } from './ConfirmDialog';
export { CopyField } from './CopyField';
export type { CopyFieldProps } from './CopyField';
export type { ConfirmDialogProps, ConfirmDialogType } from './ConfirmDialog';
export { DecorativeBackground } from './DecorativeBackground';
export type { DecorativeBackgroundProps } from './DecorativeBackground';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { backgroundLayout, seededRandom, BACKGROUND_GLYPHS } from './backgroundLayout';
export type { BackgroundDensity, BackgroundPattern, BackgroundLayout } from './backgroundLayout';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { FormField } from './FormField';
export type { FieldControlProps, FormFieldProps } from './FormField';
export { GatedButton } from './GatedButton';
export type { GatedButtonProps } from './GatedButton';
export { NotificationCard, formatNotificationDate } from './NotificationCard';
export type { NotificationCardProps, NotificationLink } from './NotificationCard';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Input, Select, TextArea, TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
export { StarRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { AvatarHoverCard } from './AvatarHoverCard';
export type { AvatarHoverCardProps, HoverCardMember } from './AvatarHoverCard';
export { Centered, Muted, PageColumn, PageHeading, SectionHeading } from './PageColumn';
export { Card, CardTitle } from './Card';
export { LoadFailure } from './LoadFailure';
export type { LoadFailureProps } from './LoadFailure';
export {
  ArrowRightIcon,
  ArrowUpIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  MedalIcon,
  MegaphoneIcon,
  MenuIcon,
  MinusIcon,
  PlayIcon,
  PlusIcon,
  QuestionIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
  WarningIcon,
} from './icons';
export type { IconProps } from './icons';
export { formatCountdown, useCountdown } from './useCountdown';
export { Notice } from './Notice';
export type { NoticeTone } from './Notice';
