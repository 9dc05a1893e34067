import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

export const moderationRoutes = (_queryClient?: QueryClient): RouteObject[] => [];
