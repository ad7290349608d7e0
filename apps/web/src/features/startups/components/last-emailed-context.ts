import { createContext } from 'react'

/**
 * When this student last emailed each team member (employee id → ISO time), for the team list. The app
 * provides it from a component of its own around the page: when the answer arrives only the team re-renders,
 * not the header and facts already painted.
 */
export const LastEmailedContext = createContext<ReadonlyMap<string, string> | undefined>(undefined)
