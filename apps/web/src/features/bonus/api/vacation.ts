import { useQuery } from '@tanstack/react-query';
import { vacationHistoryQuery, vacationPointsQuery } from '../../../shared/api/vacation-points';

/** GET the vacation points: the balance, the last paid order and when the points flush. */
export const useVacationPoints = () => useQuery(vacationPointsQuery());

/** GET one page of the points history, newest first. */
export const useVacationHistory = (pageNum: number) => useQuery(vacationHistoryQuery(pageNum));
