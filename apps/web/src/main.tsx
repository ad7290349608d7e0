import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider'
import { AppRouter } from './app/router'
import { connectAuthStore } from './features/auth/session/connect-auth-store'
import './styles/globals.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')

// The session check (one round trip that every signed-in page waits for) starts before React's first render
// rather than in an effect after it; AppRouter's useAuthSession then finds it started.
connectAuthStore()

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
)
