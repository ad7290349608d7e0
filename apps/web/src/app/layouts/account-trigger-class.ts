/** The account button's box: the menu's trigger and the placeholder shown while its code loads share it. */
export const ACCOUNT_TRIGGER_CLASS =
  'flex min-w-0 items-center rounded-md p-1 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-muted'
