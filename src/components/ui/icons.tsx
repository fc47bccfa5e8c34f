import type { ComponentProps } from 'react'

type IconProps = ComponentProps<'svg'>

/**
 * The one frame every icon shares: a 24-unit grid drawn at 1em so it
 * follows the text size, stroked in currentColor so it follows the text colour, and hidden from
 * assistive technology because the control around it carries the name. Callers may override any
 * attribute.
 */
function SvgIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

const box = <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
const ring = <circle cx="12" cy="12" r="8.5" />

export const AddIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </SvgIcon>
)

export const CheckboxEmptyIcon = (props: IconProps) => <SvgIcon {...props}>{box}</SvgIcon>

/** The indeterminate box: a select-all entry while only some options are chosen. */
export const CheckboxClearedIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    {box}
    <path d="M8 12h8" />
  </SvgIcon>
)

export const CheckboxSelectedIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    {box}
    <path d="m7.5 12.5 3 3 6-6.5" />
  </SvgIcon>
)

export const DropdownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
)

export const FirstIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 6v12M17 18l-6-6 6-6" />
  </SvgIcon>
)

export const LastIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18 6v12M7 6l6 6-6 6" />
  </SvgIcon>
)

export const NextIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m9 6 6 6-6 6" />
  </SvgIcon>
)

export const PreviousIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m15 6-6 6 6 6" />
  </SvgIcon>
)

export const RadioEmptyIcon = (props: IconProps) => <SvgIcon {...props}>{ring}</SvgIcon>

export const RadioSelectedIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    {ring}
    <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />
  </SvgIcon>
)

export const RemoveIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
)

export const TrashIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M10 11v6M14 11v6" />
  </SvgIcon>
)

export const ClockIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </SvgIcon>
)

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </SvgIcon>
)
